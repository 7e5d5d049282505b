# Small CNN on synthetic images with Keras fit, callbacks and a .keras checkpoint
import numpy as np, tensorflow as tf, keras
from keras import layers

rng = np.random.default_rng(11)
n, classes = 3000, 4
y = rng.integers(0, classes, size=(n,))
protos = rng.normal(0, 1, size=(classes, 16, 16, 1)).astype("float32")
x = (protos[y] + rng.normal(0, 0.8, size=(n, 16, 16, 1))).astype("float32")
print("images", x.shape, "labels", y.shape)
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(n, seed=1)
train = ds.take(2500).batch(64).prefetch(tf.data.AUTOTUNE)
val = ds.skip(2500).batch(128)
model = keras.Sequential([keras.Input((16, 16, 1)), layers.Conv2D(16, 3, activation="relu"),
                          layers.MaxPooling2D(), layers.Conv2D(32, 3, activation="relu"),
                          layers.GlobalAveragePooling2D(), layers.Dense(classes)])
model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
cbs = [keras.callbacks.ModelCheckpoint("best.keras", monitor="val_accuracy", save_best_only=True),
       keras.callbacks.ReduceLROnPlateau(patience=2)]
model.fit(train, validation_data=val, epochs=6, callbacks=cbs, verbose=2)
best = keras.models.load_model("best.keras")
print("best model val:", best.evaluate(val, verbose=0))
