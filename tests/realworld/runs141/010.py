"""Review sentiment classifier: TextVectorization inside a tf.data pipeline,
Embedding + bidirectional LSTM, trained with model.fit and exported as a
.keras file, then reloaded and used on raw strings."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(1)
pos_w = ["great", "loved", "excellent", "fun", "superb", "wonderful", "enjoyed"]
neg_w = ["boring", "awful", "terrible", "waste", "dull", "hated", "poor"]
filler = ["the", "movie", "plot", "was", "and", "actors", "really", "a", "film", "story", "it"]


def review(label):
    words = list(rng.choice(filler, rng.integers(6, 14)))
    for _ in range(rng.integers(1, 3)):
        words.insert(rng.integers(0, len(words)), rng.choice(pos_w if label else neg_w))
    return " ".join(words)


labels = rng.integers(0, 2, 2000)
texts = np.array([review(l) for l in labels])

vectorize = layers.TextVectorization(max_tokens=2000, output_sequence_length=24)
vectorize.adapt(texts[:1600])
print("vocabulary size:", vectorize.vocabulary_size())


def ds(x, y, shuffle):
    d = tf.data.Dataset.from_tensor_slices((x, y))
    if shuffle:
        d = d.shuffle(2000, seed=0)
    return d.batch(64).map(lambda t, l: (vectorize(t), l), num_parallel_calls=tf.data.AUTOTUNE).prefetch(2)


train, val = ds(texts[:1600], labels[:1600], True), ds(texts[1600:], labels[1600:], False)
model = keras.Sequential([
    keras.Input((24,), dtype="int64"),
    layers.Embedding(vectorize.vocabulary_size(), 32, mask_zero=True),
    layers.Bidirectional(layers.LSTM(16)),
    layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=4, verbose=2)

serving = keras.Sequential([keras.Input((1,), dtype="string"), vectorize, model])
serving.save("/home/user/project/sentiment.keras")
reloaded = keras.models.load_model("/home/user/project/sentiment.keras")
samples = tf.constant([["the movie was superb and really fun"], ["a dull and boring story"]])
print("predictions:", np.round(reloaded.predict(samples, verbose=0).ravel(), 3))
