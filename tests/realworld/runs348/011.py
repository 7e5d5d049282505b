# DDP -> tf.distribute port. The torch job ran `torchrun --nproc_per_node 3` with a
# DistributedSampler; here each rank becomes one MirroredStrategy replica (3 logical CPUs).
import os
import numpy as np
import tensorflow as tf
import keras

NUM_REPLICAS = int(os.environ.get("WORLD_SIZE", "3"))
GLOBAL_BATCH = 64          # from the torch config: global_batch_size=64
LR = 1e-3
EPOCHS = 4

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(
    cpus[0], [tf.config.LogicalDeviceConfiguration() for _ in range(NUM_REPLICAS)])
strategy = tf.distribute.MirroredStrategy([f"/cpu:{i}" for i in range(NUM_REPLICAS)])
print(f"world_size={strategy.num_replicas_in_sync} global_batch={GLOBAL_BATCH} lr={LR}")

keras.utils.set_random_seed(10)
rng = np.random.default_rng(10)
N, D = 3072, 16
x = rng.normal(size=(N, D)).astype("float32")
y = (x[:, :4].sum(1) > 0).astype("int32")

def dataset_fn(input_context):
    per_replica_batch = input_context.get_per_replica_batch_size(GLOBAL_BATCH)
    ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N, seed=10)
    ds = ds.shard(input_context.num_input_pipelines, input_context.input_pipeline_id)
    return ds.batch(per_replica_batch, drop_remainder=True).prefetch(2)

train_ds = strategy.distribute_datasets_from_function(dataset_fn)

with strategy.scope():
    model = keras.Sequential([keras.Input((D,)), keras.layers.Dense(32, activation="relu"),
                              keras.layers.Dense(2)])
    optimizer = keras.optimizers.Adam(LR)
    optimizer.build(model.trainable_variables)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")

def replica_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = tf.nn.compute_average_loss(loss_obj(yb, model(xb, training=True)),
                                          global_batch_size=GLOBAL_BATCH)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss

@tf.function
def train_step(xb, yb):
    return strategy.reduce("SUM", strategy.run(replica_step, args=(xb, yb)), axis=None)

for epoch in range(EPOCHS):
    losses = [float(train_step(xb, yb)) for xb, yb in train_ds]
    print(f"epoch {epoch} steps {len(losses)} loss {np.mean(losses):.4f}")
