"""Custom GradientTape training loop with tf.train.CheckpointManager, then a separate eval/export step."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

NUM_CLASSES, VOCAB, SEQ_LEN = 5, 2000, 24
rng = np.random.default_rng(11)


def make_data(n):
    y = rng.integers(0, NUM_CLASSES, size=n)
    x = rng.integers(10, VOCAB, size=(n, SEQ_LEN))
    for j in range(3):
        x[np.arange(n), rng.integers(0, SEQ_LEN, n)] = y + 1
    return x.astype("int32"), y.astype("int32")


def build_model():
    return keras.Sequential([
        keras.Input((SEQ_LEN,), dtype="int32"),
        layers.Embedding(VOCAB, 48),
        layers.GlobalAveragePooling1D(),
        layers.Dense(64, activation="relu"),
        layers.Dense(NUM_CLASSES),
    ])


xtr, ytr = make_data(4000)
xte, yte = make_data(800)
train_ds = tf.data.Dataset.from_tensor_slices((xtr, ytr)).shuffle(4000).batch(64)

# ------------------------------ training ------------------------------
model = build_model()
opt = keras.optimizers.Adam(2e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
ckpt = tf.train.Checkpoint(step=tf.Variable(0), optimizer=opt, model=model)
manager = tf.train.CheckpointManager(ckpt, "./ckpt_007", max_to_keep=2)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(4):
    losses = [float(train_step(x, y)) for x, y in train_ds]
    ckpt.step.assign_add(1)
    path = manager.save()
    acc = np.mean(np.argmax(model.predict(xte, verbose=0), -1) == yte)
    print(f"epoch {epoch + 1}: train_loss={np.mean(losses):.4f} test_acc={acc:.4f} saved={path}")

# ------------------------------ evaluation ------------------------------
eval_model = build_model()
status = tf.train.Checkpoint(net=eval_model).restore(tf.train.latest_checkpoint("./ckpt_007")).expect_partial()
print("restored", tf.train.latest_checkpoint("./ckpt_007"))
logits = eval_model.predict(xte, batch_size=256, verbose=0)
acc = np.mean(np.argmax(logits, -1) == yte)
print(f"eval: test_loss={float(loss_fn(yte, logits)):.4f} test_acc={acc:.4f}")
eval_model.save("classifier_007.keras")
print("exported classifier_007.keras")
