# Variable-size aerial images -> batch_size=1 (as in the single-GPU Mask R-CNN-style script),
# now run data-parallel with MirroredStrategy over 2 logical CPU devices.
import numpy as np, tensorflow as tf, keras
from keras import layers

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy()
print("replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(20)
sizes = [(96, 128), (128, 96), (112, 112), (128, 128)] * 16
def gen():
    for h, w in sizes:
        yield rng.random((h, w, 3), dtype=np.float32), np.float32(rng.integers(0, 2))
ds = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec((None, None, 3), tf.float32), tf.TensorSpec((), tf.float32)))
ds = ds.batch(1)     # images differ in size, so one image per step

with strategy.scope():
    model = keras.Sequential([keras.Input((None, None, 3)),
                              layers.Conv2D(16, 3, strides=2, activation="relu"),
                              layers.Conv2D(32, 3, strides=2, activation="relu"),
                              layers.GlobalMaxPooling2D(), layers.Dense(1, activation="sigmoid")])
    model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)
