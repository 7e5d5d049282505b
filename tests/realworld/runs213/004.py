# Training config ported from a PyTorch/HF TrainingArguments-style dict to Keras 3.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(42)

config = {
    "model": {"hidden_size": 128, "num_layers": 2, "dropout": 0.1, "num_labels": 5},
    "optim": {"lr": 3e-4, "weight_decay": 0.01},
    "train": {"batch_size": 64, "epochs": 3},
}

N, D = 2048, 20
x = np.random.randn(N, D).astype("float32")
y = (np.abs(x[:, :5]).argmax(axis=1)).astype("int64")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(config["train"]["batch_size"])
val = ds.take(4)


def build(cfg):
    m = keras.Sequential(name="mlp")
    m.add(keras.Input(shape=(D,)))
    for i in range(cfg["num_layers"]):
        m.add(keras.layers.Dense(cfg["hidden_size"], activation="relu", name=f"layer_{i}"))
        m.add(keras.layers.Dropout(cfg["dropout"]))
    m.add(keras.layers.Dense(cfg["num_labels"], name="head"))
    return m


model = build(config["model"])
model.summary()
optimizer = keras.optimizers.AdamW(**config["optim"])
model.compile(optimizer=optimizer,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(ds, validation_data=val, epochs=config["train"]["epochs"], verbose=2)
