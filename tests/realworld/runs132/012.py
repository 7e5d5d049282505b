"""Text classification with TextVectorization + bag-of-embeddings (healthy baseline)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(12)
rng = np.random.default_rng(12)
pos = ["great", "excellent", "love", "wonderful", "superb", "fine", "happy"]
neg = ["awful", "terrible", "hate", "boring", "poor", "bad", "sad"]
filler = ["the", "movie", "plot", "actor", "was", "really", "quite", "a", "and", "it", "scene", "music"]
def sent(label):
    words = list(rng.choice(filler, size=rng.integers(5, 12)))
    words += list(rng.choice(pos if label else neg, size=2))
    rng.shuffle(words); return " ".join(words)
labels = rng.integers(0, 2, size=2000)
texts = np.array([sent(l) for l in labels])

vec = layers.TextVectorization(max_tokens=2000, output_mode="int", output_sequence_length=20)
vec.adapt(texts[:1600])
print("vocab size:", vec.vocabulary_size())
ds = tf.data.Dataset.from_tensor_slices((texts, labels))
train = ds.take(1600).shuffle(1600).batch(32).map(lambda t, l: (vec(t), l)).prefetch(2)
val = ds.skip(1600).batch(64).map(lambda t, l: (vec(t), l))

model = keras.Sequential([keras.Input(shape=(20,), dtype="int64"), layers.Embedding(2000, 16, mask_zero=True),
                          layers.GlobalAveragePooling1D(), layers.Dense(16, activation="relu"),
                          layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
