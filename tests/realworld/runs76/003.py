# Optimizer config ported from a HF TrainingArguments (max_grad_norm=1.0) + old Keras script (clipnorm)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

cfg = {"learning_rate": 3e-4, "weight_decay": 0.01, "clipnorm": 1.0, "max_grad_norm": 1.0}
print("optimizer config:", cfg)
model = keras.Sequential([keras.Input((40,), dtype="int32"), layers.Embedding(8000, 64, mask_zero=True),
                          layers.Bidirectional(layers.LSTM(64)), layers.Dense(1)])
opt = keras.optimizers.AdamW(learning_rate=cfg["learning_rate"], weight_decay=cfg["weight_decay"],
                             clipnorm=cfg["clipnorm"], global_clipnorm=cfg["max_grad_norm"])
model.compile(opt, keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
x = np.random.randint(1, 8000, size=(512, 40)); y = np.random.randint(0, 2, size=(512, 1))
model.fit(x, y, batch_size=32, epochs=2)
