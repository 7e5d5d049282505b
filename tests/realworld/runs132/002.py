"""Custom training loop (ported from a PyTorch train()/evaluate() pair) for a tabular classifier."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(1)
X = rng.normal(size=(2000, 20)).astype("float32")
w = rng.normal(size=(20, 4))
y = np.argmax(X @ w, axis=1)            # numpy default int64 labels, like torch.long
train_ds = tf.data.Dataset.from_tensor_slices((X[:1600], y[:1600])).shuffle(1600).batch(64)
val_ds = tf.data.Dataset.from_tensor_slices((X[1600:], y[1600:])).batch(128)

model = keras.Sequential([
    keras.Input(shape=(20,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(4),
])
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
opt = keras.optimizers.Adam(1e-3)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    # like (logits.argmax(1) == y).sum()
    preds = tf.argmax(logits, axis=1, output_type=tf.int32)
    correct = tf.reduce_sum(tf.cast(tf.equal(preds, yb), tf.float32))
    return loss, correct

for epoch in range(3):
    tot_loss, tot_correct, n = 0.0, 0.0, 0
    for step, (xb, yb) in enumerate(train_ds):
        loss, correct = train_step(xb, yb)
        tot_loss += float(loss); tot_correct += float(correct); n += int(xb.shape[0])
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
    print(f"epoch {epoch} train_loss {tot_loss/(step+1):.4f} train_acc {tot_correct/n:.4f}")
