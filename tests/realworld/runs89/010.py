# DDP port: torch loop did dist.all_reduce(loss) inside the step for logging
import tensorflow as tf
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
import numpy as np
import keras

strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)
GLOBAL_BS = 64
rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 10)).astype("float32")
y = (X[:, :3].sum(1, keepdims=True)).astype("float32")
dist_ds = strategy.experimental_distribute_dataset(
    tf.data.Dataset.from_tensor_slices((X, y)).shuffle(1024).batch(GLOBAL_BS))

with strategy.scope():
    model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
    opt = keras.optimizers.SGD(0.05)
    opt.build(model.trainable_variables)

def step_fn(xb, yb):
    with tf.GradientTape() as tape:
        per_ex = tf.reduce_mean(tf.square(model(xb, training=True) - yb), axis=-1)
        loss = tf.nn.compute_average_loss(per_ex, global_batch_size=GLOBAL_BS)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    # all_reduce for logging, like dist.all_reduce(loss, op=SUM)
    return strategy.reduce(tf.distribute.ReduceOp.SUM, loss, axis=None)

@tf.function
def train_step(xb, yb):
    return strategy.run(step_fn, args=(xb, yb))

for epoch in range(3):
    for xb, yb in dist_ds:
        loss = train_step(xb, yb)
    print("epoch", epoch, "loss", float(loss))
