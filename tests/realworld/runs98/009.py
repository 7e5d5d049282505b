"""Custom distributed training loop with MirroredStrategy over 2 logical CPU devices
(stand-in for 2 GPUs), experimental_distribute_dataset + strategy.run + strategy.reduce."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(
    cpus[0], [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

GLOBAL_BATCH = 64
rng = np.random.default_rng(9)
x = rng.normal(size=(2048, 16)).astype("float32")
y = (x[:, 0] + x[:, 1] ** 2 > 1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048, seed=0).batch(GLOBAL_BATCH, drop_remainder=True)
dist_ds = strategy.experimental_distribute_dataset(ds)

with strategy.scope():
    model = keras.Sequential([keras.Input(shape=(16,)), layers.Dense(64, activation="relu"),
                              layers.Dense(64, activation="relu"), layers.Dense(2)])
    optimizer = keras.optimizers.Adam(2e-3)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
    acc = keras.metrics.SparseCategoricalAccuracy()
    optimizer.build(model.trainable_variables)   # create slots up front, not lazily inside tf.function


def step_fn(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        per_ex = loss_obj(yb, logits)
        loss = tf.nn.compute_average_loss(per_ex, global_batch_size=GLOBAL_BATCH)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(yb, logits)
    return loss


@tf.function
def train_step(batch):
    per_replica = strategy.run(step_fn, args=batch)
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)


for epoch in range(4):
    total, n = 0.0, 0
    for batch in dist_ds:
        total += float(train_step(batch))
        n += 1
    print(f"epoch {epoch} loss {total / n:.4f} acc {float(acc.result()):.3f}")
    acc.reset_state()
print("done")
