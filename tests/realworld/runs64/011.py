# Healthy: MirroredStrategy over 2 logical CPU devices, custom loop with per-example loss scaled by the global batch.
import numpy as np
import tensorflow as tf
import keras

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(
    cpus[0], [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])

strategy = tf.distribute.MirroredStrategy()
print("Number of replicas:", strategy.num_replicas_in_sync)

GLOBAL_BATCH = 64
rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 10)).astype("float32")
y = (x[:, :3].sum(axis=1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048, seed=0).batch(GLOBAL_BATCH, drop_remainder=True)
dist_ds = strategy.experimental_distribute_dataset(ds)

with strategy.scope():
    model = keras.Sequential([keras.Input((10,)),
                              keras.layers.Dense(32, activation="relu"),
                              keras.layers.Dense(2)])
    optimizer = keras.optimizers.SGD(0.1)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")

def compute_loss(labels, logits):
    per_example = loss_obj(labels, logits)
    return tf.nn.compute_average_loss(per_example, global_batch_size=GLOBAL_BATCH)

def step_fn(inputs):
    xb, yb = inputs
    with tf.GradientTape() as tape:
        loss = compute_loss(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss

@tf.function
def distributed_step(inputs):
    per_replica = strategy.run(step_fn, args=(inputs,))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

for epoch in range(6):
    total, n = 0.0, 0
    for batch in dist_ds:
        total += float(distributed_step(batch)); n += 1
    print(f"Epoch {epoch + 1}, Loss: {total / n:.4f}")
print("Training finished.")
