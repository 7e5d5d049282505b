"""Data-parallel custom training loop with MirroredStrategy on 2 logical CPU devices."""
import numpy as np
import tensorflow as tf
import keras

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)

GLOBAL_BATCH = 128
rng = np.random.default_rng(10)
x = rng.normal(size=(8192, 24)).astype("float32")
W = rng.normal(size=(24, 5))
y = np.argmax(x @ W, axis=1).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(8192).batch(GLOBAL_BATCH, drop_remainder=True)
dist_ds = strategy.experimental_distribute_dataset(ds)

with strategy.scope():
    model = keras.Sequential([keras.Input((24,)), keras.layers.Dense(128, activation="relu"),
                              keras.layers.Dense(5)])
    opt = keras.optimizers.Adam(1e-3)
    opt.build(model.trainable_variables)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")

def step_fn(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = tf.nn.compute_average_loss(loss_obj(yb, logits), global_batch_size=GLOBAL_BATCH)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    correct = tf.reduce_sum(tf.cast(tf.equal(tf.argmax(logits, axis=1, output_type=tf.int32), yb), tf.float32))
    return loss, correct

@tf.function
def train_step(batch):
    loss, correct = strategy.run(step_fn, args=batch)
    return (strategy.reduce(tf.distribute.ReduceOp.SUM, loss, axis=None),
            strategy.reduce(tf.distribute.ReduceOp.SUM, correct, axis=None))

for epoch in range(4):
    total, hits, n = 0.0, 0.0, 0
    for batch in dist_ds:
        loss, correct = train_step(batch)
        total += float(loss); hits += float(correct); n += 1
    print(f"epoch {epoch+1}: loss={total/n:.4f} acc={hits/(n*GLOBAL_BATCH):.4f}")
