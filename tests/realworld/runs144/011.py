# Review classifier: raw strings -> TextVectorization inside a tf.data map -> embedding bag model.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(11)
pos = ["great", "excellent", "loved", "wonderful", "fantastic", "superb"]
neg = ["awful", "boring", "terrible", "hated", "dull", "worst"]
filler = ["the", "movie", "plot", "acting", "was", "and", "really", "a", "film", "story", "it"]
def make(n):
    texts, labels = [], []
    for _ in range(n):
        lab = int(rng.integers(0, 2))
        words = list(rng.choice(filler, size=8)) + list(rng.choice(pos if lab else neg, size=2))
        rng.shuffle(words)
        texts.append(" ".join(words)); labels.append(lab)
    return np.array(texts), np.array(labels, dtype="int32")

x_tr, y_tr = make(3000)
x_va, y_va = make(500)
vectorize = layers.TextVectorization(max_tokens=2000, output_sequence_length=16)
vectorize.adapt(x_tr)
print("vocab size:", vectorize.vocabulary_size())

train = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(3000).batch(64) \
    .map(lambda t, l: (vectorize(t), l), num_parallel_calls=tf.data.AUTOTUNE).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(128).map(lambda t, l: (vectorize(t), l))

model = keras.Sequential([
    keras.Input(shape=(16,), dtype="int64"),
    layers.Embedding(vectorize.vocabulary_size(), 32, mask_zero=True),
    layers.GlobalAveragePooling1D(),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=3)
