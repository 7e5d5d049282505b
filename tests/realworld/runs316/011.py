# Healthy: MLP on tf.data pipeline with fit, LR schedule, checkpoint callback
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(11)
X = rng.normal(size=(6000, 16)).astype("float32")
W = rng.normal(size=(16, 3)).astype("float32")
y = np.argmax(X @ W, axis=1).astype("int32")
train = tf.data.Dataset.from_tensor_slices((X[:5000], y[:5000])).shuffle(5000, seed=0).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((X[5000:], y[5000:])).batch(256)

model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dropout(0.1), keras.layers.Dense(3)])
sched = keras.optimizers.schedules.CosineDecay(1e-3, decay_steps=79 * 6)
model.compile(keras.optimizers.Adam(sched), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
cb = keras.callbacks.ModelCheckpoint("best.keras", monitor="val_accuracy", save_best_only=True)
model.fit(train, validation_data=val, epochs=6, callbacks=[cb], verbose=2)
reloaded = keras.models.load_model("best.keras")
print("reloaded val accuracy: %.4f" % reloaded.evaluate(val, verbose=0)[1])
