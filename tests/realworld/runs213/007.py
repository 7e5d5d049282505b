# Train / evaluate split of a ported PyTorch script (torch.save(model.state_dict()) -> tf.train.Checkpoint).
import os
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(3)
N, D, C = 6000, 24, 6
rng = np.random.default_rng(3)
centers = rng.normal(0, 3, size=(C, D)).astype("float32")
y_all = rng.integers(0, C, size=N).astype("int32")
x_all = (centers[y_all] + rng.normal(0, 1.0, size=(N, D))).astype("float32")
x_train, y_train, x_val, y_val = x_all[:5000], y_all[:5000], x_all[5000:], y_all[5000:]


class Classifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.backbone = keras.Sequential([keras.layers.Dense(64, activation="relu"),
                                          keras.layers.Dense(64, activation="relu")])
        self.head = keras.layers.Dense(C)

    def call(self, x, training=False):
        return self.head(self.backbone(x, training=training))


def train():
    model = Classifier()
    opt = keras.optimizers.Adam(1e-3)
    model.compile(optimizer=opt, loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(5000).batch(64)
    model.fit(ds, epochs=3, verbose=2)
    ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
    path = ckpt.save("ckpt/classifier")
    print("saved checkpoint", path)
    return path


def evaluate(path):
    model = Classifier()
    model(tf.zeros((1, D)))  # build variables
    ckpt = tf.train.Checkpoint(net=model)
    ckpt.restore(path).expect_partial()
    print("restored", path)
    model.compile(loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
    loss, acc = model.evaluate(x_val, y_val, batch_size=256, verbose=0)
    print(f"eval: val_loss={loss:.4f} val_accuracy={acc:.4f}")


os.makedirs("ckpt", exist_ok=True)
p = train()
evaluate(p)
