# Healthy: MirroredStrategy over 2 logical CPU devices, custom training loop with distributed dataset.
import numpy as np
import tensorflow as tf
import keras

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(12)
x = rng.normal(size=(4096, 16)).astype("float32")
w = rng.normal(size=(16,)).astype("float32")
y = (x @ w > 0).astype("int32")
GLOBAL_BS = 128
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4096, seed=12).batch(GLOBAL_BS, drop_remainder=True)
dist_ds = strategy.experimental_distribute_dataset(ds)

with strategy.scope():
    model = keras.Sequential([keras.Input(shape=(16,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(2)])
    opt = keras.optimizers.Adam(1e-3)
    opt.build(model.trainable_variables)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
    acc = keras.metrics.SparseCategoricalAccuracy()

def step_fn(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = tf.nn.compute_average_loss(loss_obj(yb, logits), global_batch_size=GLOBAL_BS)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(yb, logits)
    return loss

@tf.function
def train_step(xb, yb):
    per_replica = strategy.run(step_fn, args=(xb, yb))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

for epoch in range(5):
    acc.reset_state(); total, n = 0.0, 0
    for xb, yb in dist_ds:
        total += float(train_step(xb, yb)); n += 1
    print(f"epoch {epoch} loss {total / n:.4f} accuracy {float(acc.result()):.4f}")
