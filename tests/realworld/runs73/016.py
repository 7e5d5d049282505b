# Keras fit under MirroredStrategy; strategy config copied from the 2-GPU training node
# (no GPUs on this box, so 2 logical CPU devices stand in for them)
import numpy as np
import tensorflow as tf

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
print("logical devices:", [d.name for d in tf.config.list_logical_devices("CPU")])

import keras
from keras import layers

strategy = tf.distribute.MirroredStrategy(
    devices=["/cpu:0", "/cpu:1"],
    cross_device_ops=tf.distribute.NcclAllReduce(num_packs=1),
)
print("num replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 20)).astype("float32")
y = (x[:, :3].sum(1) > 0).astype("int32")
GLOBAL_BATCH = 64 * strategy.num_replicas_in_sync
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048).batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), layers.Dense(64, activation="relu"), layers.Dense(2)])
    model.compile(keras.optimizers.SGD(0.05),
                  keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3, verbose=2)
