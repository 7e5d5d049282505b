"""Text-classification head fine-tune; optimizer settings copied from an old tf.keras 2.x repo."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(2)
X = rng.normal(size=(3000, 128)).astype("float32")   # precomputed sentence embeddings
y = (X[:, :4].sum(1) > 0).astype("int32")

model = keras.Sequential([
    keras.Input((128,)),
    layers.Dense(64, activation="gelu"),
    layers.Dropout(0.1),
    layers.Dense(2, activation="softmax"),
])
opt = keras.optimizers.Adam(learning_rate=2e-4, decay=1e-6)
model.compile(optimizer=opt, loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(X, y, batch_size=32, epochs=3, validation_split=0.1)
