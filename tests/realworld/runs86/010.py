# DDP + nn.SyncBatchNorm port: MirroredStrategy over 2 logical CPU devices (stand-in for 2 GPUs),
# sync BN taken from the TF 2.x multi-GPU tutorial.
import numpy as np
import tensorflow as tf
import keras

print("TF", tf.__version__, "Keras", keras.__version__)
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

def conv_bn(filters):
    return [tf.keras.layers.Conv2D(filters, 3, padding="same", use_bias=False),
            tf.keras.layers.experimental.SyncBatchNormalization(),   # nn.SyncBatchNorm
            tf.keras.layers.ReLU()]

x = np.random.rand(512, 32, 32, 3).astype("float32")
y = np.random.randint(0, 10, 512)
with strategy.scope():
    model = tf.keras.Sequential([tf.keras.Input((32, 32, 3)), *conv_bn(32), tf.keras.layers.MaxPooling2D(),
                                 *conv_bn(64), tf.keras.layers.GlobalAveragePooling2D(), tf.keras.layers.Dense(10)])
    model.compile("adam", tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=2, verbose=2)
