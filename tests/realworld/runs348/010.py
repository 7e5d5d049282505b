# Custom training loop under MirroredStrategy (2 logical CPU replicas) with checkpoint/resume.
import shutil
import numpy as np
import tensorflow as tf
import keras

cpus = tf.config.list_physical_devices("CPU")
tf.config.set_logical_device_configuration(
    cpus[0], [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])
strategy = tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"])
print("replicas in sync:", strategy.num_replicas_in_sync)

keras.utils.set_random_seed(9)
rng = np.random.default_rng(9)
N, D, C = 4096, 20, 4
centers = rng.normal(scale=1.5, size=(C, D)).astype("float32")
y = rng.integers(0, C, size=N).astype("int32")
x = (centers[y] + rng.normal(size=(N, D))).astype("float32")
x_tr, y_tr, x_va, y_va = x[:3584], y[:3584], x[3584:], y[3584:]
GLOBAL_BATCH = 128

def dataset_fn(input_context):
    per_replica_batch = input_context.get_per_replica_batch_size(GLOBAL_BATCH)
    ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(3584, seed=9)
    ds = ds.shard(input_context.num_input_pipelines, input_context.input_pipeline_id)
    return ds.batch(per_replica_batch, drop_remainder=True).prefetch(2)

train_ds = strategy.distribute_datasets_from_function(dataset_fn)

with strategy.scope():
    model = keras.Sequential([keras.Input((D,)), keras.layers.Dense(64, activation="relu"),
                              keras.layers.Dense(64, activation="relu"), keras.layers.Dense(C)])
    optimizer = keras.optimizers.Adam(1e-3)
    optimizer.build(model.trainable_variables)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
    ckpt = tf.train.Checkpoint(model=model, optimizer=optimizer)
shutil.rmtree("ckpt_dist", ignore_errors=True)
manager = tf.train.CheckpointManager(ckpt, "ckpt_dist", max_to_keep=3)

def replica_step(xb, yb):
    with tf.GradientTape() as tape:
        per_example = loss_obj(yb, model(xb, training=True))
        loss = tf.nn.compute_average_loss(per_example, global_batch_size=GLOBAL_BATCH)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss

@tf.function
def train_step(xb, yb):
    per_replica = strategy.run(replica_step, args=(xb, yb))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

def evaluate(m):
    logits = m(x_va, training=False).numpy()
    return float(np.mean(np.argmax(logits, -1) == y_va))

for epoch in range(6):
    total, n = 0.0, 0
    for xb, yb in train_ds:
        total += float(train_step(xb, yb)); n += 1
    path = manager.save()
    print(f"epoch {epoch+1} steps {n} train_loss {total/n:.4f} val_acc {evaluate(model):.4f} ckpt {path}")

with strategy.scope():
    fresh = keras.Sequential([keras.Input((D,)), keras.layers.Dense(64, activation="relu"),
                              keras.layers.Dense(64, activation="relu"), keras.layers.Dense(C)])
    fresh_opt = keras.optimizers.Adam(1e-3)
    fresh_opt.build(fresh.trainable_variables)
    restore = tf.train.Checkpoint(model=fresh, optimizer=fresh_opt)
restore.restore(manager.latest_checkpoint).assert_existing_objects_matched()
print(f"resumed from {manager.latest_checkpoint}: val_acc {evaluate(fresh):.4f}")
