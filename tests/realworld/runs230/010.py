# Two-worker data-parallel training with MultiWorkerMirroredStrategy, custom loop (port of a torch DDP script)
import json, os, sys
rank = int(sys.argv[1])
workers = os.environ.get("WORKER_HOSTS", "localhost:23471,localhost:23472").split(",")
os.environ["TF_CONFIG"] = json.dumps({"cluster": {"worker": workers}, "task": {"type": "worker", "index": rank}})
print(f"[rank {rank}] TF_CONFIG={os.environ['TF_CONFIG']}", flush=True)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print(f"[rank {rank}] replicas in sync: {strategy.num_replicas_in_sync}", flush=True)
GLOBAL_BATCH = 64

rng = np.random.default_rng(10)
X = rng.normal(size=(2048, 20)).astype("float32")
Y = (X[:, :3].sum(1) > 0).astype("int64")
Xv, Yv = X[:256], Y[:256]

def train_fn(ctx):
    ds = tf.data.Dataset.from_tensor_slices((X, Y)).shard(ctx.num_input_pipelines, ctx.input_pipeline_id)
    return ds.shuffle(1024, seed=rank).batch(ctx.get_per_replica_batch_size(GLOBAL_BATCH)).repeat()
def val_fn(ctx):
    return tf.data.Dataset.from_tensor_slices((Xv, Yv)).batch(ctx.get_per_replica_batch_size(GLOBAL_BATCH))

train_dist = strategy.distribute_datasets_from_function(train_fn)
val_dist = strategy.distribute_datasets_from_function(val_fn)

with strategy.scope():
    model = keras.Sequential([keras.Input((20,)), layers.Dense(64, activation="relu"), layers.Dense(2)])
    opt = keras.optimizers.Adam(1e-3)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")

@tf.function
def train_step(it):
    def step(x, y):
        with tf.GradientTape() as tape:
            per_ex = loss_obj(y, model(x, training=True))
            loss = tf.nn.compute_average_loss(per_ex, global_batch_size=GLOBAL_BATCH)
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    per_rep = strategy.run(step, args=next(it))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_rep, axis=None)

@tf.function
def val_step(x, y):
    def step(x, y):
        pred = tf.argmax(model(x, training=False), -1)
        return tf.reduce_sum(tf.cast(pred == y, tf.float32))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, strategy.run(step, args=(x, y)), axis=None)

it = iter(train_dist)
STEPS = 32
for epoch in range(3):
    for s in range(STEPS):
        loss = train_step(it)
        if s % 8 == 0:
            print(f"[rank {rank}] epoch {epoch} step {s} loss {float(loss):.4f}", flush=True)
print(f"[rank {rank}] training finished", flush=True)
if rank == 0:  # only the chief runs the final validation and writes the model
    correct = 0.0
    for xb, yb in val_dist:
        correct += float(val_step(xb, yb))
    print(f"[rank 0] final val_acc {correct / len(Yv):.4f}", flush=True)
    model.save("mwms_model.keras")
print(f"[rank {rank}] exiting", flush=True)
