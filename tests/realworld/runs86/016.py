# nn.Module-style Keras port: pretrain an encoder+head, then the fine-tune script rebuilds the model and loads weights.
import numpy as np
import keras
from keras import layers

class MLPEncoder(layers.Layer):
    def __init__(self, dim=64, **kw):
        super().__init__(**kw)
        self.fc1 = layers.Dense(dim, activation="relu")
        self.fc2 = layers.Dense(dim, activation="relu")
    def call(self, x):
        return self.fc2(self.fc1(x))

class PretrainNet(keras.Model):
    def __init__(self):
        super().__init__()
        self.encoder = MLPEncoder()
        self.head = layers.Dense(4)
    def call(self, x, training=False):
        return self.head(self.encoder(x))

class FinetuneNet(keras.Model):
    def __init__(self):
        super().__init__()
        self.encoder = MLPEncoder()
        self.dropout = layers.Dropout(0.1)
        self.proj = layers.Dense(32, activation="relu")   # new bottleneck added for fine-tuning
        self.head = layers.Dense(4)
    def call(self, x, training=False):
        return self.head(self.proj(self.dropout(self.encoder(x), training=training)))

x = np.random.rand(1024, 16).astype("float32")
y = np.random.randint(0, 4, 1024)
pre = PretrainNet()
pre.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
pre.fit(x, y, epochs=2, batch_size=64, verbose=2)
pre.save_weights("pretrain.weights.h5")
print("saved pretrain.weights.h5")

ft = FinetuneNet()
ft(x[:1])
ft.load_weights("pretrain.weights.h5")      # like load_state_dict(strict=False)
print("loaded pretrained weights")
ft.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True))
ft.fit(x, y, epochs=2, batch_size=64, verbose=2)
