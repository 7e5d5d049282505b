# Port of a PyTorch custom loop to tf.distribute.MirroredStrategy (CPU) with distributed tf.data.
import numpy as np, tensorflow as tf, keras
from keras import layers
strategy = tf.distribute.MirroredStrategy()
print("replicas:", strategy.num_replicas_in_sync)
rng = np.random.default_rng(11)
N, D, C = 4096, 24, 3
centers = rng.normal(0, 2, size=(C, D))
labels = rng.integers(0, C, N).astype("int32")
feats = (centers[labels] + rng.normal(size=(N, D))).astype("float32")
GLOBAL_BS = 128
ds = tf.data.Dataset.from_tensor_slices((feats, labels)).shuffle(N, seed=0).batch(GLOBAL_BS, drop_remainder=True)
dist_ds = strategy.experimental_distribute_dataset(ds)
with strategy.scope():
    model = keras.Sequential([keras.Input((D,)), layers.Dense(128, activation="relu"),
                              layers.LayerNormalization(), layers.Dense(C)])
    opt = keras.optimizers.AdamW(learning_rate=1e-3, weight_decay=1e-4)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
    acc = keras.metrics.SparseCategoricalAccuracy()
def step_fn(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        per_ex = loss_obj(yb, logits)
        loss = tf.nn.compute_average_loss(per_ex, global_batch_size=GLOBAL_BS)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(yb, logits)
    return loss
@tf.function
def dist_step(xb, yb):
    per_replica = strategy.run(step_fn, args=(xb, yb))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)
for epoch in range(5):
    acc.reset_state(); tot = 0.0; n = 0
    for xb, yb in dist_ds:
        tot += float(dist_step(xb, yb)); n += 1
    print(f"epoch {epoch} loss {tot / n:.4f} acc {float(acc.result()):.4f}")
