"""Sentiment classifier on short product reviews: TextVectorization + Embedding, tf.data with cache/prefetch."""
import random
import numpy as np
import tensorflow as tf
import keras
from keras import layers

random.seed(0); np.random.seed(0); tf.random.set_seed(0)

POS = ["great", "excellent", "love", "perfect", "works well", "fast shipping", "recommend", "sturdy"]
NEG = ["broken", "terrible", "refund", "slow", "waste of money", "stopped working", "cheap plastic", "disappointed"]
FILL = ["the", "product", "this", "item", "was", "really", "and", "it", "arrived", "after", "a", "week"]

def make_review(label):
    words = random.sample(FILL, 5) + random.sample(POS if label else NEG, 2)
    random.shuffle(words)
    return " ".join(words)

labels = np.random.randint(0, 2, size=2000)
texts = np.array([make_review(l) for l in labels])
split = 1600
train_ds = tf.data.Dataset.from_tensor_slices((texts[:split], labels[:split]))
val_ds = tf.data.Dataset.from_tensor_slices((texts[split:], labels[split:]))

vectorizer = layers.TextVectorization(max_tokens=5000, output_mode="int", output_sequence_length=16)
vectorizer.adapt(train_ds.map(lambda t, y: t).batch(256))
print("vocab size:", vectorizer.vocabulary_size())

def vectorize(t, y):
    return vectorizer(t), y

AUTOTUNE = tf.data.AUTOTUNE
train_ds = train_ds.shuffle(2000, seed=0).batch(64).map(vectorize, num_parallel_calls=AUTOTUNE).cache().prefetch(AUTOTUNE)
val_ds = val_ds.batch(64).map(vectorize, num_parallel_calls=AUTOTUNE).cache().prefetch(AUTOTUNE)

model = keras.Sequential([
    keras.Input(shape=(16,), dtype="int64"),
    layers.Embedding(5000, 32, mask_zero=True),
    layers.GlobalAveragePooling1D(),
    layers.Dense(32, activation="relu"),
    layers.Dropout(0.2),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.summary()
history = model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
print("final val_accuracy:", history.history["val_accuracy"][-1])
