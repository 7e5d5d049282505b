# Distributed custom loop on 2 logical CPUs: per-example dataset (batching left to the strategy)
import tensorflow as tf

cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
strategy = tf.distribute.MirroredStrategy()
print("replicas:", strategy.num_replicas_in_sync)

GLOBAL_BATCH = 32
with strategy.scope():
    model = tf.keras.Sequential([tf.keras.Input((6,)), tf.keras.layers.Dense(16, activation="relu"), tf.keras.layers.Dense(1)])
    opt = tf.keras.optimizers.SGD(0.05)

ds = tf.data.Dataset.from_tensor_slices((tf.random.normal([256, 6]), tf.random.normal([256, 1]))).shuffle(256)
dist_ds = strategy.experimental_distribute_dataset(ds)

@tf.function
def step(x, y):
    def fn(x, y):
        with tf.GradientTape() as tape:
            per_ex = tf.reduce_mean((model(x, training=True) - y) ** 2, axis=-1)
            loss = tf.nn.compute_average_loss(per_ex, global_batch_size=GLOBAL_BATCH)
        g = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(g, model.trainable_variables))
        return loss
    return strategy.reduce("SUM", strategy.run(fn, args=(x, y)), axis=None)

for x, y in dist_ds:
    print(float(step(x, y)))
