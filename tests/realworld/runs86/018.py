# Multi-task model with a loss dict keyed by output names, trained under MirroredStrategy on 2 logical CPUs.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(0)
N = 4000
x = rng.standard_normal((N, 24)).astype("float32")
y_cls = (x[:, :5].argmax(1)).astype("int32")
y_price = (x[:, 5:8].sum(1) * 3 + 10).astype("float32")
ds = tf.data.Dataset.from_tensor_slices(({"features": x}, {"category": y_cls, "price": y_price}))
train = ds.take(3600).shuffle(3600).batch(128)
val = ds.skip(3600).batch(128)

with strategy.scope():
    inp = keras.Input((24,), name="features")
    h = layers.Dense(64, activation="relu")(inp)
    h = layers.Dense(64, activation="relu")(h)
    outputs = {"category": layers.Dense(5, name="category")(h), "price": layers.Dense(1, name="price")(h)}
    model = keras.Model(inp, outputs)
    model.compile(optimizer=keras.optimizers.Adam(3e-3),
                  loss={"category": keras.losses.SparseCategoricalCrossentropy(from_logits=True), "price": "mse"},
                  loss_weights={"category": 1.0, "price": 0.1},
                  metrics={"category": ["accuracy"], "price": ["mae"]})
model.fit(train, validation_data=val, epochs=6, verbose=2)
print("done")
