"""Multi-GPU training script from the cluster, run on a CPU dev box."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TF", tf.__version__, "GPUs:", tf.config.list_physical_devices("GPU"))
strategy = tf.distribute.MirroredStrategy(devices=["/gpu:0", "/gpu:1"])
print("replicas in sync:", strategy.num_replicas_in_sync)
GLOBAL_BATCH = 64 * strategy.num_replicas_in_sync

rng = np.random.default_rng(0)
x = rng.normal(size=(4096, 32)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(GLOBAL_BATCH)

with strategy.scope():
    model = keras.Sequential([keras.Input((32,)), layers.Dense(64, activation="relu"), layers.Dense(2)])
    model.compile(keras.optimizers.Adam(1e-3),
                  keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=3)
