"""Resume fine-tuning of the pricing MLP from the latest checkpoint written by
train.py (tf.train.CheckpointManager), like trainer.train(resume_from_checkpoint=True)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CKPT_DIR = "/home/user/project"


def build():
    return keras.Sequential([keras.Input((20,)), layers.Dense(64, activation="relu"),
                             layers.Dense(64, activation="relu"), layers.Dense(3)],
                            name="pricing_mlp")


def data():
    rng = np.random.default_rng(5)
    x = rng.normal(size=(2000, 20)).astype("float32")
    y = (x[:, :3].argmax(1)).astype("int32")
    return tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2000, seed=1).batch(64)


model = build()
optimizer = keras.optimizers.Adam(1e-4)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()
step = tf.Variable(0, dtype=tf.int64)

ckpt = tf.train.Checkpoint(step=step, net=model, optimizer=optimizer)
manager = tf.train.CheckpointManager(ckpt, CKPT_DIR, max_to_keep=3)
print("latest checkpoint:", manager.latest_checkpoint)
status = ckpt.restore(manager.latest_checkpoint)
status.assert_existing_objects_matched()
print(f"resumed at global step {int(step)}")

for epoch in range(2):
    acc.reset_state()
    for x, y in data():
        with tf.GradientTape() as tape:
            logits = model(x, training=True)
            loss = loss_fn(y, logits)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        acc.update_state(y, logits)
        step.assign_add(1)
    print(f"epoch {epoch} step {int(step)} loss {float(loss):.4f} acc {float(acc.result()):.4f}")
    print("saved", manager.save())
