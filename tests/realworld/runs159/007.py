"""train_multi_gpu.py - ResNet-ish CIFAR-style classifier with MirroredStrategy.
Copied from the 2x GPU training box; here run on the new dev machine."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TF", tf.__version__)
print("GPUs available:", tf.config.list_physical_devices("GPU"))

strategy = tf.distribute.MirroredStrategy(devices=["/gpu:0", "/gpu:1"])
print("Number of devices: {}".format(strategy.num_replicas_in_sync))

PER_REPLICA_BATCH = 64
GLOBAL_BATCH = PER_REPLICA_BATCH * strategy.num_replicas_in_sync

rng = np.random.default_rng(5)
x = rng.normal(0, 1, (4096, 32, 32, 3)).astype("float32")
y = rng.integers(0, 10, 4096)
x[np.arange(4096), y, :, 0] += 2.0   # learnable signal: class k brightens row k
train_ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096).batch(GLOBAL_BATCH).prefetch(tf.data.AUTOTUNE)


def res_block(h, filters, stride=1):
    shortcut = h
    h = layers.Conv2D(filters, 3, stride, padding="same", use_bias=False)(h)
    h = layers.BatchNormalization()(h)
    h = layers.ReLU()(h)
    h = layers.Conv2D(filters, 3, padding="same", use_bias=False)(h)
    h = layers.BatchNormalization()(h)
    if stride != 1 or shortcut.shape[-1] != filters:
        shortcut = layers.Conv2D(filters, 1, stride, use_bias=False)(shortcut)
    return layers.ReLU()(layers.Add()([h, shortcut]))


with strategy.scope():
    inp = keras.Input((32, 32, 3))
    h = layers.Conv2D(16, 3, padding="same")(inp)
    h = res_block(h, 16)
    h = res_block(h, 32, 2)
    h = layers.GlobalAveragePooling2D()(h)
    out = layers.Dense(10)(h)
    model = keras.Model(inp, out)
    model.compile(optimizer=keras.optimizers.SGD(0.05 * strategy.num_replicas_in_sync, momentum=0.9),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

print("global batch size:", GLOBAL_BATCH)
t0 = time.time()
model.fit(train_ds, epochs=10, verbose=2)
print(f"training took {time.time() - t0:.1f}s")
model.save_weights("resnet_mirrored.weights.h5")
