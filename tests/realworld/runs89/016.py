# 2 logical CPUs: distributed dataset fed to the Keras batch API (train_on_batch loop kept from the torch trainer)
import tensorflow as tf
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
import numpy as np
import keras

strategy = tf.distribute.MirroredStrategy()
print("Number of devices:", strategy.num_replicas_in_sync)
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 24)).astype("float32")
y = (X[:, 0] * X[:, 1] > 0).astype("int32")
with strategy.scope():
    model = keras.Sequential([keras.Input((24,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(2)])
    model.compile(keras.optimizers.Adam(1e-3), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
dist_ds = strategy.experimental_distribute_dataset(
    tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048).batch(128))
for epoch in range(3):
    for step, (xb, yb) in enumerate(dist_ds):
        loss, acc = model.train_on_batch(xb, yb)
    print(f"epoch {epoch} loss {loss:.4f} acc {acc:.3f}")
