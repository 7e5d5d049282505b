# Port of a PyTorch fine-tuning script (torch.optim.AdamW) to Keras 3.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
N, D, C = 2048, 32, 4
rng = np.random.default_rng(0)
x = rng.normal(size=(N, D)).astype("float32")
w = rng.normal(size=(D, C)).astype("float32")
y = np.argmax(x @ w, axis=1).astype("int32")
train = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N).batch(64).prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(128, activation="gelu"),
    keras.layers.Dropout(0.1),
    keras.layers.Dense(C),
])
hparams = dict(lr=3e-4, betas=(0.9, 0.999), weight_decay=0.01, eps=1e-8)
print("hparams:", hparams)
optimizer = keras.optimizers.AdamW(**hparams)
model.compile(optimizer=optimizer,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, epochs=3, verbose=2)
