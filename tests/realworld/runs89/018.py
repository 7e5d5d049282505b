# model.fit under MirroredStrategy on 2 logical CPUs with best-checkpoint + early stopping, then reload
import tensorflow as tf
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
import numpy as np
import keras

strategy = tf.distribute.MirroredStrategy()
print("replicas:", strategy.num_replicas_in_sync)
rng = np.random.default_rng(0)
X = rng.normal(size=(4000, 20)).astype("float32")
w = rng.normal(size=(20, 3))
y = np.argmax(X @ w + 0.3 * rng.normal(size=(4000, 3)), 1)
train = tf.data.Dataset.from_tensor_slices((X[:3200], y[:3200])).shuffle(3200, seed=0).batch(128).prefetch(2)
val = tf.data.Dataset.from_tensor_slices((X[3200:], y[3200:])).batch(256)
with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"),
                              keras.layers.Dropout(0.1), keras.layers.Dense(3)])
    model.compile(keras.optimizers.Adam(3e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
cbs = [keras.callbacks.ModelCheckpoint("best.keras", monitor="val_loss", save_best_only=True, verbose=1),
       keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True)]
model.fit(train, validation_data=val, epochs=10, callbacks=cbs, verbose=2)
restored = keras.models.load_model("best.keras")
print("restored eval:", restored.evaluate(val, verbose=0))
