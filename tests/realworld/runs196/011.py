"""Config-driven fine-tuning script; the training config was copied from a Hugging Face Trainer run."""
import json
import numpy as np
import keras
from keras import layers

CONFIG = json.loads("""
{
  "model": {"hidden_size": 64, "num_labels": 3, "hidden_dropout_prob": 0.1},
  "training": {"optim": "adamw_torch", "learning_rate": 5e-5, "per_device_train_batch_size": 32,
               "num_train_epochs": 2, "weight_decay": 0.01}
}
""")

def build_model(cfg):
    return keras.Sequential([
        keras.Input(shape=(32,)),
        layers.Dense(cfg["hidden_size"], activation="gelu"),
        layers.Dropout(cfg["hidden_dropout_prob"]),
        layers.Dense(cfg["num_labels"]),
    ])

def build_optimizer(cfg):
    opt = keras.optimizers.get(cfg["optim"])
    opt.learning_rate = cfg["learning_rate"]
    opt.weight_decay = cfg["weight_decay"]
    return opt

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 32)).astype("float32")
y = rng.integers(0, 3, 1024)
tcfg = CONFIG["training"]
model = build_model(CONFIG["model"])
model.compile(optimizer=build_optimizer(tcfg),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, y, batch_size=tcfg["per_device_train_batch_size"], epochs=tcfg["num_train_epochs"])
