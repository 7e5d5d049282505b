"""Sentiment classifier on short reviews: TextVectorization + Embedding + pooling."""
import random
import numpy as np
import tensorflow as tf
import keras

random.seed(1)
pos = ["great", "excellent", "loved", "wonderful", "fantastic", "superb", "enjoyed"]
neg = ["terrible", "awful", "hated", "boring", "worst", "poor", "disappointing"]
filler = ["the", "movie", "was", "plot", "acting", "really", "quite", "film", "story", "and", "a"]

def make(n):
    texts, labels = [], []
    for _ in range(n):
        lab = random.randint(0, 1)
        words = random.choices(filler, k=8) + random.choices(pos if lab else neg, k=2)
        random.shuffle(words)
        texts.append(" ".join(words))
        labels.append(lab)
    return np.array(texts), np.array(labels, dtype="int32")

x_train, y_train = make(2000)
x_val, y_val = make(400)

vectorizer = keras.layers.TextVectorization(max_tokens=1000, output_sequence_length=16)
vectorizer.adapt(x_train)
print("vocab size:", vectorizer.vocabulary_size())

train_ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(2000).batch(32)
train_ds = train_ds.map(lambda x, y: (vectorizer(x), y)).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(32).map(lambda x, y: (vectorizer(x), y))

inputs = keras.Input(shape=(16,), dtype="int64")
h = keras.layers.Embedding(1000, 32, mask_zero=True)(inputs)
h = keras.layers.GlobalAveragePooling1D()(h)
h = keras.layers.Dense(32, activation="relu")(h)
outputs = keras.layers.Dense(1, activation="sigmoid")(h)
model = keras.Model(inputs, outputs, name="review_clf")
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.summary()
model.fit(train_ds, validation_data=val_ds, epochs=4)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"val loss {loss:.4f} val acc {acc:.4f}")
