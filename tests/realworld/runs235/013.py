# Data-parallel training on 2 logical CPU devices with MirroredStrategy + checkpoint round trip
import numpy as np, tensorflow as tf
cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
import keras
from keras import layers

strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("num_replicas_in_sync", strategy.num_replicas_in_sync)
rng = np.random.default_rng(13)
w = rng.normal(size=(32, 3))
x = rng.normal(size=(4096, 32)).astype("float32")
y = np.argmax(x @ w, axis=1).astype("int32")
global_batch = 64 * strategy.num_replicas_in_sync
train = tf.data.Dataset.from_tensor_slices((x[:3584], y[:3584])).shuffle(3584).batch(global_batch)
val = tf.data.Dataset.from_tensor_slices((x[3584:], y[3584:])).batch(global_batch)
with strategy.scope():
    model = keras.Sequential([keras.Input((32,)), layers.Dense(64, activation="relu"),
                              layers.Dense(64, activation="relu"), layers.Dense(3)])
    model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
model.save_weights("mirrored.weights.h5")
with strategy.scope():
    restored = keras.Sequential([keras.Input((32,)), layers.Dense(64, activation="relu"),
                                 layers.Dense(64, activation="relu"), layers.Dense(3)])
restored.load_weights("mirrored.weights.h5")
with strategy.scope():
    restored.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
print("restored model val:", restored.evaluate(val, verbose=0))
