"""Keras 3 / TF2 port of a PyTorch DDP training loop: MirroredStrategy over two logical CPU devices,
custom distributed train step (strategy.run), per-example loss averaged over the global batch."""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(cpus[0], [tf.config.LogicalDeviceConfiguration()] * 2)
keras.utils.set_random_seed(17)

strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

PER_REPLICA_BATCH, EPOCHS, N_CLASSES = 64, 4, 5
GLOBAL_BATCH = PER_REPLICA_BATCH * strategy.num_replicas_in_sync

rng = np.random.default_rng(0)
centers = rng.normal(scale=1.5, size=(N_CLASSES, 32)).astype("float32")
y_all = rng.integers(0, N_CLASSES, size=10240).astype("int32")
x_all = (centers[y_all] + rng.normal(size=(10240, 32))).astype("float32")
train = tf.data.Dataset.from_tensor_slices((x_all[:8192], y_all[:8192])).shuffle(8192, seed=1).batch(GLOBAL_BATCH, drop_remainder=True)
val = tf.data.Dataset.from_tensor_slices((x_all[8192:], y_all[8192:])).batch(GLOBAL_BATCH)
train_dist = strategy.experimental_distribute_dataset(train)
val_dist = strategy.experimental_distribute_dataset(val)

with strategy.scope():
    model = keras.Sequential([
        keras.Input((32,)),
        layers.Dense(128, activation="relu"),
        layers.Dropout(0.1),
        layers.Dense(128, activation="relu"),
        layers.Dense(N_CLASSES),
    ])
    optimizer = keras.optimizers.AdamW(1e-3, weight_decay=0.01)
    optimizer.build(model.trainable_variables)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
    train_acc = keras.metrics.SparseCategoricalAccuracy()
    val_acc = keras.metrics.SparseCategoricalAccuracy()
    val_loss = keras.metrics.Mean()


def train_step(inputs):
    x, y = inputs
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        per_example = loss_obj(y, logits)
        loss = tf.nn.compute_average_loss(per_example, global_batch_size=GLOBAL_BATCH)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(y, logits)
    return loss


def val_step(inputs):
    x, y = inputs
    logits = model(x, training=False)
    val_loss.update_state(loss_obj(y, logits))
    val_acc.update_state(y, logits)


@tf.function
def dist_train_step(inputs):
    per_replica = strategy.run(train_step, args=(inputs,))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)


@tf.function
def dist_val_step(inputs):
    strategy.run(val_step, args=(inputs,))


step = 0
for epoch in range(EPOCHS):
    t0 = time.time()
    total, n = 0.0, 0
    for batch in train_dist:
        l = dist_train_step(batch)
        total += float(l)
        n += 1
        step += 1
        if step % 20 == 0:
            print(f"epoch {epoch + 1} step {step} loss {float(l):.4f}")
    for batch in val_dist:
        dist_val_step(batch)
    print(f"epoch {epoch + 1}/{EPOCHS} train_loss={total / n:.4f} train_acc={train_acc.result():.4f} "
          f"val_loss={val_loss.result():.4f} val_acc={val_acc.result():.4f} ({time.time() - t0:.1f}s)")
    train_acc.reset_state(); val_acc.reset_state(); val_loss.reset_state()
