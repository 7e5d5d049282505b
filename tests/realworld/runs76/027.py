# Healthy: MirroredStrategy on 2 logical CPUs, bucket_by_sequence_length pipeline, masked GRU regression-to-class
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)
rng = np.random.default_rng(0)
seqs = [rng.integers(3, 500, size=int(n)).astype("int32") for n in rng.integers(4, 60, size=2000)]
labels = np.array([int((s < 50).any()) for s in seqs], "int32")
ds = tf.data.Dataset.from_generator(lambda: zip(seqs, labels), output_signature=(
    tf.TensorSpec((None,), tf.int32), tf.TensorSpec((), tf.int32)))
ds = ds.bucket_by_sequence_length(lambda x, y: tf.shape(x)[0], bucket_boundaries=[16, 32, 48],
                                  bucket_batch_sizes=[64, 64, 64, 64], drop_remainder=True).repeat()
with strategy.scope():
    model = keras.Sequential([keras.Input((None,), dtype="int32"), layers.Embedding(500, 32, mask_zero=True),
                              layers.GRU(32), layers.Dense(1)])
    model.compile(keras.optimizers.Adam(3e-3), keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, steps_per_epoch=25, epochs=6, verbose=2)
