"""Custom distributed loop (MirroredStrategy over 2 logical CPU devices), loss averaged
over replicas with strategy.reduce -- axis=0 like torch.stack(losses).mean(0)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(
    cpus[0], [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("Number of devices:", strategy.num_replicas_in_sync)

GLOBAL_BATCH = 32
rng = np.random.default_rng(17)
x = rng.normal(size=(1024, 12)).astype("float32")
y = (x @ rng.normal(size=(12,)) > 0).astype("float32")[:, None]
dist_ds = strategy.experimental_distribute_dataset(
    tf.data.Dataset.from_tensor_slices((x, y)).shuffle(1024).batch(GLOBAL_BATCH, drop_remainder=True))

with strategy.scope():
    model = keras.Sequential([keras.Input(shape=(12,)), layers.Dense(32, activation="relu"),
                              layers.Dense(1)])
    optimizer = keras.optimizers.SGD(0.05)
    optimizer.build(model.trainable_variables)
    bce = keras.losses.BinaryCrossentropy(from_logits=True, reduction="none")


def replica_step(xb, yb):
    with tf.GradientTape() as tape:
        per_ex = bce(yb, model(xb, training=True))
        loss = tf.nn.compute_average_loss(per_ex, global_batch_size=GLOBAL_BATCH)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


@tf.function
def distributed_step(xb, yb):
    per_replica_loss = strategy.run(replica_step, args=(xb, yb))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica_loss, axis=0)


for epoch in range(3):
    losses = [float(distributed_step(xb, yb)) for xb, yb in dist_ds]
    print(f"epoch {epoch}: loss {np.mean(losses):.4f}")
