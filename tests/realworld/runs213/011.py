# Data-parallel custom training loop (port of a PyTorch DDP loop) with MirroredStrategy on 2 logical CPU devices.
import numpy as np
import tensorflow as tf

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
import keras

keras.utils.set_random_seed(5)
strategy = tf.distribute.MirroredStrategy(devices=["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

N, D, C = 8192, 32, 4
PER_REPLICA_BATCH = 64
GLOBAL_BATCH = PER_REPLICA_BATCH * strategy.num_replicas_in_sync
rng = np.random.default_rng(5)
x = rng.normal(size=(N, D)).astype("float32")
w = rng.normal(size=(D, C)).astype("float32")
y = np.argmax(x @ w + 0.3 * rng.normal(size=(N, C)), axis=1).astype("int32")

ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N, seed=5).batch(GLOBAL_BATCH, drop_remainder=True)
dist_ds = strategy.experimental_distribute_dataset(ds)

with strategy.scope():
    model = keras.Sequential([keras.Input(shape=(D,)),
                              keras.layers.Dense(128, activation="relu"),
                              keras.layers.Dense(C)])
    optimizer = keras.optimizers.Adam(1e-3)
    optimizer.build(model.trainable_variables)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
    train_acc = keras.metrics.SparseCategoricalAccuracy()


def step_fn(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        per_example = loss_obj(yb, logits)
        loss = tf.nn.compute_average_loss(per_example, global_batch_size=GLOBAL_BATCH)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(yb, logits)
    return loss


@tf.function
def distributed_step(xb, yb):
    per_replica = strategy.run(step_fn, args=(xb, yb))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)


for epoch in range(4):
    train_acc.reset_state()
    total, n = 0.0, 0
    for xb, yb in dist_ds:
        total += float(distributed_step(xb, yb))
        n += 1
    print(f"epoch {epoch}: loss {total / n:.4f} accuracy {float(train_acc.result()):.4f} steps {n}")
