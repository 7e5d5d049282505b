"""Multi-task churn model: churn probability + expected monthly spend.
Two inputs (tabular features, product-usage sequence), two named outputs."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(7)
rng = np.random.default_rng(7)
N, NUM_FEAT, SEQ, N_PROD = 3000, 10, 16, 50

tab = rng.normal(size=(N, NUM_FEAT)).astype("float32")
usage = rng.integers(0, N_PROD, size=(N, SEQ)).astype("int32")
usage[:, 12:] = 0  # padding
logit = tab[:, 0] - 0.8 * tab[:, 1] + 0.3 * (usage[:, :4] > 25).sum(1) - 0.6
churn = (rng.random(N) < 1 / (1 + np.exp(-logit))).astype("float32")
spend = (40 + 10 * tab[:, 2] - 5 * churn + rng.normal(scale=2, size=N)).astype("float32")

tab_in = keras.Input(shape=(NUM_FEAT,), name="tabular")
seq_in = keras.Input(shape=(SEQ,), dtype="int32", name="usage")
x = layers.Embedding(N_PROD, 16, mask_zero=True, name="prod_emb")(seq_in)
x = layers.GRU(32, name="usage_gru")(x)
t = layers.Dense(32, activation="relu", name="tab_fc")(tab_in)
h = layers.Concatenate(name="fuse")([x, t])
h = layers.Dense(64, activation="relu", name="trunk")(h)
churn_out = layers.Dense(1, activation="sigmoid", name="churn")(h)
spend_out = layers.Dense(1, name="spend")(h)
model = keras.Model({"tabular": tab_in, "usage": seq_in},
                    {"churn": churn_out, "spend": spend_out}, name="churn_mtl")

model.compile(
    optimizer=keras.optimizers.Adam(2e-3),
    loss={"churn": "binary_crossentropy", "spend": "huber"},
    loss_weights={"churn": 1.0, "spend": 0.05},
    metrics={"churn": [keras.metrics.AUC(name="auc"), "accuracy"], "spend": ["mae"]},
)
hist = model.fit({"tabular": tab, "usage": usage}, {"churn": churn, "spend": spend},
                 validation_split=0.15, batch_size=64, epochs=4, verbose=2)

model.save("/home/user/project/churn_mtl.keras")
reloaded = keras.models.load_model("/home/user/project/churn_mtl.keras")
a = model.predict({"tabular": tab[:8], "usage": usage[:8]}, verbose=0)
b = reloaded.predict({"tabular": tab[:8], "usage": usage[:8]}, verbose=0)
print("reload check churn max|diff| = %.2e, spend max|diff| = %.2e" % (
    np.abs(a["churn"] - b["churn"]).max(), np.abs(a["spend"] - b["spend"]).max()))
print("final val_churn_auc=%.4f val_spend_mae=%.3f" % (hist.history["val_churn_auc"][-1], hist.history["val_spend_mae"][-1]))
