# Tabular CTR model trained with MirroredStrategy on 2 logical CPU devices; jit_compile=True added
# after reading that XLA speeds up small dense models.
import numpy as np, tensorflow as tf, keras
from keras import layers

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy()
print("replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(18)
x = rng.normal(size=(8192, 40)).astype("float32")
y = (x[:, :5].sum(1) + rng.normal(scale=0.5, size=8192) > 0).astype("float32")

with strategy.scope():
    model = keras.Sequential([keras.Input((40,)), layers.Dense(128, activation="relu"),
                              layers.BatchNormalization(), layers.Dense(64, activation="relu"),
                              layers.Dense(1, activation="sigmoid")])
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["AUC"], jit_compile=True)
model.fit(x, y, batch_size=256, epochs=3, verbose=2)
