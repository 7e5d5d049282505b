# Custom MirroredStrategy loop on 2 logical CPU devices; optimizer built inside the scope before training
import numpy as np
import tensorflow as tf
import keras

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

GLOBAL_BATCH = 64
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype("float32")
y = (X[:, :2].sum(1) + 0.5 * X[:, 2] > 0).astype("int32")
dist_ds = strategy.experimental_distribute_dataset(
    tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048, seed=0).batch(GLOBAL_BATCH, drop_remainder=True))

with strategy.scope():
    model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(2)])
    opt = keras.optimizers.Adam(3e-3)
    opt.build(model.trainable_variables)          # create slot variables as mirrored variables up front

loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction=None)

def replica_step(xb, yb):
    with tf.GradientTape() as tape:
        per_ex = loss_obj(yb, model(xb, training=True))
        loss = tf.nn.compute_average_loss(per_ex, global_batch_size=GLOBAL_BATCH)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

@tf.function
def train_step(batch):
    per_replica = strategy.run(replica_step, args=batch)
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

for epoch in range(6):
    total, n = 0.0, 0
    for batch in dist_ds:
        total += float(train_step(batch)); n += 1
    print(f"epoch {epoch} mean loss {total / n:.4f}")
acc = float(tf.reduce_mean(tf.cast(tf.argmax(model(X), -1, output_type=tf.int32) == y, tf.float32)))
print(f"train accuracy {acc:.3f}")
