"""Text-feature classifier, Keras port of an HF Trainer setup.

TrainingArguments(per_device_train_batch_size=32, gradient_accumulation_steps=16,
learning_rate=2e-3, num_train_epochs=6, weight_decay=0.01)
"""
import numpy as np
import keras
from keras import layers

hf_args = dict(per_device_train_batch_size=32, gradient_accumulation_steps=16,
               learning_rate=2e-3, num_train_epochs=6, weight_decay=0.01)
keras.utils.set_random_seed(11)
rng = np.random.default_rng(11)

# bag-of-words features of 2400 support tickets, 4 queues
N, F, C = 2400, 300, 4
proto = rng.random((C, F)) < 0.08
y = rng.integers(0, C, N)
x = ((rng.random((N, F)) < 0.03) | (proto[y] & (rng.random((N, F)) < 0.6))).astype("float32")
x_tr, y_tr, x_va, y_va = x[:2000], y[:2000], x[2000:], y[2000:]

effective_bs = hf_args["per_device_train_batch_size"] * hf_args["gradient_accumulation_steps"]
print(f"train={len(x_tr)} val={len(x_va)} effective batch size={effective_bs}")

model = keras.Sequential([
    keras.Input((F,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.1),
    layers.Dense(C),
])
optimizer = keras.optimizers.AdamW(
    learning_rate=hf_args["learning_rate"],
    weight_decay=hf_args["weight_decay"],
    gradient_accumulation_steps=hf_args["gradient_accumulation_steps"],
)
model.compile(optimizer=optimizer,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
history = model.fit(x_tr, y_tr, validation_data=(x_va, y_va), batch_size=effective_bs,
                    epochs=hf_args["num_train_epochs"], verbose=2)
print({k: [round(v, 4) for v in vals] for k, vals in history.history.items()})
