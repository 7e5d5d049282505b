# Custom distributed loop on 2 logical CPU devices; optimizer comes from the shared config helper
import tensorflow as tf

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)

def build_optimizer(cfg):
    return tf.keras.optimizers.Adam(cfg["lr"])

optimizer = build_optimizer({"lr": 1e-3})     # created at import time in train_utils

strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas:", strategy.num_replicas_in_sync)
GLOBAL_BATCH = 64
with strategy.scope():
    model = tf.keras.Sequential([tf.keras.Input((10,)), tf.keras.layers.Dense(32, activation="relu"), tf.keras.layers.Dense(1)])

ds = tf.data.Dataset.from_tensor_slices((tf.random.normal([512, 10]), tf.random.normal([512, 1]))).batch(GLOBAL_BATCH)
dist_ds = strategy.experimental_distribute_dataset(ds)

@tf.function
def step(x, y):
    def replica_fn(x, y):
        with tf.GradientTape() as tape:
            per_ex = tf.reduce_mean((model(x, training=True) - y) ** 2, axis=-1)
            loss = tf.nn.compute_average_loss(per_ex, global_batch_size=GLOBAL_BATCH)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    per_replica = strategy.run(replica_fn, args=(x, y))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

for epoch in range(2):
    for x, y in dist_ds:
        loss = step(x, y)
    print("epoch", epoch, "loss", float(loss))
