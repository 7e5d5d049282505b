# Custom training loop under tf.distribute.MirroredStrategy for a small CNN classifier,
# with tf.train.CheckpointManager and a verified restore
import numpy as np, tensorflow as tf, keras
from keras import layers

strategy = tf.distribute.MirroredStrategy()
print("replicas:", strategy.num_replicas_in_sync)
rng = np.random.default_rng(12)
N, S = 3000, 24
labels = rng.integers(0, 4, N).astype("int32")
imgs = rng.normal(0, 0.3, (N, S, S, 1)).astype("float32")
for k in range(N):
    r, c = divmod(int(labels[k]), 2)
    imgs[k, r*12+3:r*12+9, c*12+3:c*12+9, 0] += 2.0
GB = 64
train = tf.data.Dataset.from_tensor_slices((imgs[:2500], labels[:2500])).shuffle(2500).batch(GB)
test = tf.data.Dataset.from_tensor_slices((imgs[2500:], labels[2500:])).batch(GB)
dtrain = strategy.experimental_distribute_dataset(train)

def build():
    return keras.Sequential([keras.Input(shape=(S, S, 1)),
        layers.Conv2D(16, 3, activation="relu", padding="same"), layers.MaxPooling2D(),
        layers.Conv2D(32, 3, activation="relu", padding="same"), layers.GlobalAveragePooling2D(),
        layers.Dense(4)])

with strategy.scope():
    model = build()
    opt = keras.optimizers.Adam(2e-3)
    loss_obj = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="none")
acc = keras.metrics.SparseCategoricalAccuracy()

def step_fn(x, y):
    with tf.GradientTape() as tape:
        per_ex = loss_obj(y, model(x, training=True))
        loss = tf.nn.compute_average_loss(per_ex, global_batch_size=GB)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

@tf.function
def dist_step(x, y):
    per_rep = strategy.run(step_fn, args=(x, y))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_rep, axis=None)

def evaluate(m):
    acc.reset_state()
    for x, y in test:
        acc.update_state(y, m(x, training=False))
    return float(acc.result())

ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
mgr = tf.train.CheckpointManager(ckpt, "ckpt012", max_to_keep=2)
for epoch in range(4):
    losses = [float(dist_step(x, y)) for x, y in dtrain]
    print(f"epoch {epoch} loss {np.mean(losses):.4f} test_acc {evaluate(model):.4f}")
    print("saved", mgr.save())

fresh = build()
status = tf.train.Checkpoint(model=fresh).restore(mgr.latest_checkpoint)
status.expect_partial().assert_existing_objects_matched()
print("restored model test_acc", f"{evaluate(fresh):.4f}")
