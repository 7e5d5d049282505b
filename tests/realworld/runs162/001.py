"""Sentiment classifier on a synthetic review corpus (Embedding + pooling), Keras 3."""
import numpy as np
import keras
from keras import layers

VOCAB, SEQ = 2000, 40
rng = np.random.default_rng(0)

def make_split(n):
    x = rng.integers(1, VOCAB, size=(n, SEQ))
    y = rng.integers(0, 2, size=(n,))
    # positive reviews contain "good" tokens (ids 1..50), negative ones "bad" tokens (51..100)
    for i in range(n):
        pos = rng.choice(SEQ, 6, replace=False)
        x[i, pos] = rng.integers(1, 51, 6) if y[i] == 1 else rng.integers(51, 101, 6)
    return x.astype("int32"), y.astype("float32")

x_train, y_train = make_split(3000)
x_val, y_val = make_split(600)

inputs = keras.Input(shape=(SEQ,), dtype="int32", name="token_ids")
h = layers.Embedding(VOCAB, 32, mask_zero=True)(inputs)
h = layers.GlobalAveragePooling1D()(h)
h = layers.Dense(32, activation="relu")(h)
h = layers.Dropout(0.2)(h)
outputs = layers.Dense(1, activation="sigmoid")(h)
model = keras.Model(inputs, outputs, name="review_clf")
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])
model.summary()
history = model.fit(x_train, y_train, validation_data=(x_val, y_val), batch_size=64, epochs=6, verbose=2)
print("final val_accuracy:", round(history.history["val_accuracy"][-1], 4))
