# Multi-worker data-parallel training with MultiWorkerMirroredStrategy and a custom distributed loop
import json, os
cluster = {"worker": ["localhost:23461", "localhost:23462"]}
os.environ["TF_CONFIG"] = json.dumps({"cluster": cluster,
                                      "task": {"type": "worker", "index": int(os.environ.get("WORKER_INDEX", "0"))}})
import numpy as np
import tensorflow as tf
import keras
from keras import layers

strategy = tf.distribute.MultiWorkerMirroredStrategy()
print("num_replicas_in_sync:", strategy.num_replicas_in_sync, flush=True)

GLOBAL_BATCH = 64
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 32)).astype("float32")
y = (X[:, :4].sum(axis=1) > 0).astype("int32")
ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(2048).batch(GLOBAL_BATCH)
dist_ds = strategy.experimental_distribute_dataset(ds)

with strategy.scope():
    model = keras.Sequential([keras.Input(shape=(32,)), layers.Dense(64, activation="relu"), layers.Dense(2)])
    opt = keras.optimizers.Adam(1e-3)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")

def step_fn(xb, yb):
    with tf.GradientTape() as tape:
        per_ex = loss_obj(yb, model(xb, training=True))
        loss = tf.nn.compute_average_loss(per_ex, global_batch_size=GLOBAL_BATCH)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

@tf.function
def train_step(batch):
    per_replica = strategy.run(step_fn, args=batch)
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

for epoch in range(3):
    total, n = 0.0, 0
    for step, batch in enumerate(dist_ds):
        total += float(train_step(batch)); n += 1
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {total / n:.4f}", flush=True)
    print(f"epoch {epoch} done, mean loss {total / n:.4f}", flush=True)
