# Healthy: custom GradientTape loop under MirroredStrategy on 2 logical CPU devices
import numpy as np
import tensorflow as tf
import keras

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

GLOBAL_BS = 64
rng = np.random.default_rng(0)
x = rng.normal(size=(2048, 20)).astype("float32")
y = (x[:, 0] * x[:, 1] + x[:, 2] > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2048, seed=0).batch(GLOBAL_BS, drop_remainder=True)
dist_ds = strategy.experimental_distribute_dataset(ds)

with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"),
                              keras.layers.Dense(64, activation="relu"), keras.layers.Dense(2)])
    optimizer = keras.optimizers.Adam(2e-3)
    optimizer.build(model.trainable_variables)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")

def replica_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = tf.nn.compute_average_loss(loss_obj(yb, logits), global_batch_size=GLOBAL_BS)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    correct = tf.reduce_sum(tf.cast(tf.equal(tf.argmax(logits, -1, output_type=tf.int32), yb), tf.float32))
    return loss, correct

@tf.function
def train_step(xb, yb):
    loss, correct = strategy.run(replica_step, args=(xb, yb))
    return (strategy.reduce(tf.distribute.ReduceOp.SUM, loss, axis=None),
            strategy.reduce(tf.distribute.ReduceOp.SUM, correct, axis=None))

for epoch in range(1, 6):
    total, hits, n = 0.0, 0.0, 0
    for xb, yb in dist_ds:
        loss, correct = train_step(xb, yb)
        total += float(loss); hits += float(correct); n += 1
    print(f"epoch {epoch} loss {total / n:.4f} acc {hits / (n * GLOBAL_BS):.3f}")
print("done")
