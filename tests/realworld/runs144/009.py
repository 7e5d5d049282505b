# Sentiment classifier on pre-computed sentence embeddings. Features and labels are kept in
# two separate files (like two torch tensors) and turned into two datasets that are zipped.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(9)
n, d = 5000, 64
direction = rng.normal(size=d)
emb = rng.normal(size=(n, d)).astype("float32")
labels = (emb @ direction > 0).astype("int32")
np.save("/home/user/project/009_emb.npy", emb); np.save("/home/user/project/009_labels.npy", labels)

X = np.load("/home/user/project/009_emb.npy"); Y = np.load("/home/user/project/009_labels.npy")
split = 4000
x_ds = tf.data.Dataset.from_tensor_slices(X[:split]).shuffle(4000)
y_ds = tf.data.Dataset.from_tensor_slices(Y[:split]).shuffle(4000)
train = tf.data.Dataset.zip((x_ds, y_ds)).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((X[split:], Y[split:])).batch(256)

model = keras.Sequential([keras.Input(shape=(d,)), layers.Dense(128, activation="relu"),
                          layers.Dropout(0.2), layers.Dense(2, activation="softmax")])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy",
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
