# Data-parallel custom loop on 3 logical CPU devices (torch DDP port: per-rank loaders built from a function)
import numpy as np
import tensorflow as tf
import keras

N_DEV = 3
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * N_DEV)
strategy = tf.distribute.MirroredStrategy([f"/cpu:{i}" for i in range(N_DEV)])
print("Number of devices:", strategy.num_replicas_in_sync)

GLOBAL_BATCH = 64          # same as the single-GPU torch config
rng = np.random.default_rng(0)
x = rng.normal(size=(3072, 24)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("int32")

def dataset_fn(ctx: tf.distribute.InputContext):
    per_replica_bs = ctx.get_per_replica_batch_size(GLOBAL_BATCH)
    ds = tf.data.Dataset.from_tensor_slices((x, y))
    ds = ds.shard(ctx.num_input_pipelines, ctx.input_pipeline_id)   # DistributedSampler
    return ds.shuffle(1024).batch(per_replica_bs).prefetch(2)

with strategy.scope():
    model = keras.Sequential([keras.Input((24,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(2)])
    optimizer = keras.optimizers.SGD(0.05)
    optimizer.build(model.trainable_variables)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")

dist_ds = strategy.distribute_datasets_from_function(dataset_fn)

@tf.function
def train_step(batch):
    def step_fn(xb, yb):
        with tf.GradientTape() as tape:
            loss = tf.nn.compute_average_loss(loss_obj(yb, model(xb, training=True)), global_batch_size=GLOBAL_BATCH)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    return strategy.reduce("SUM", strategy.run(step_fn, args=batch), axis=None)

for epoch in range(3):
    losses = [float(train_step(b)) for b in dist_ds]
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
