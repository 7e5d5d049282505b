"""Tabular classifier: custom training loop under MirroredStrategy (2 logical CPU devices), ported from a DDP script."""
import numpy as np
import tensorflow as tf
import keras

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(
    cpus[0], [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])

strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("Number of replicas:", strategy.num_replicas_in_sync)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype("float32")
w_true = rng.normal(size=(20, 4)).astype("float32")
y = np.argmax(X @ w_true, axis=1).astype("int32")

GLOBAL_BATCH = 64
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048, seed=0).batch(GLOBAL_BATCH, drop_remainder=True)
dist_ds = strategy.experimental_distribute_dataset(ds)

with strategy.scope():
    model = keras.Sequential([
        keras.Input((20,)),
        keras.layers.Dense(64, activation="relu"),
        keras.layers.Dense(4),
    ])
    optimizer = keras.optimizers.Adam(1e-3)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
    train_acc = keras.metrics.SparseCategoricalAccuracy()

def compute_loss(labels, logits):
    per_example = loss_obj(labels, logits)
    return tf.nn.compute_average_loss(per_example, global_batch_size=GLOBAL_BATCH)

@tf.function
def train_step(inputs):
    def step_fn(x, yb):
        with tf.GradientTape() as tape:
            logits = model(x, training=True)
            loss = compute_loss(yb, logits)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        train_acc.update_state(yb, logits)
        return loss
    per_replica = strategy.run(step_fn, args=inputs)
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

for epoch in range(3):
    total, n = 0.0, 0
    for step, batch in enumerate(dist_ds):
        loss = train_step(batch)
        total += float(loss); n += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f}")
    print(f"Epoch {epoch}: mean loss {total / n:.4f}, train acc {float(train_acc.result()):.4f}")
    train_acc.reset_state()
print("done")
