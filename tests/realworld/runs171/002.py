"""SFT-style fine-tune of a tiny MindFormers Llama on a toy counting task (CPU smoke run before the NPU job).

Schedule ported from the HF script: lr 2e-3, warmup_ratio 0.05, cosine decay, logging every 6 steps.
"""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM
from mindformers.core.lr import CosineWithWarmUpLR

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
SEQ, VOCAB, BS, EPOCHS = 32, 128, 4, 3
rng = np.random.default_rng(0)

start = rng.integers(0, 120, size=(96, 1))
stride = rng.integers(1, 4, size=(96, 1))
tokens = (3 + (start + stride * np.arange(SEQ + 1)[None, :]) % 120).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": tokens}, shuffle=True).batch(BS, drop_remainder=True)
steps_per_epoch = train_ds.get_dataset_size()
total_steps = steps_per_epoch * EPOCHS

config = LlamaConfig(batch_size=BS, seq_length=SEQ, vocab_size=VOCAB, hidden_size=64, num_layers=2,
                     num_heads=4, n_kv_heads=2, intermediate_size=128,
                     compute_dtype="float32", layernorm_compute_type="float32",
                     softmax_compute_type="float32", rotary_dtype="float32",
                     param_init_type="float32", fused_rms_norm=False, use_flash_attention=False,
                     use_rope_slice=True)
model = LlamaForCausalLM(config)
print(f"trainable params: {sum(int(np.prod(p.shape)) for p in model.trainable_params())}")


class CausalLMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, input_ids):
        return self.net(input_ids=input_ids)


lr = CosineWithWarmUpLR(learning_rate=2e-3, warmup_ratio=0.05, total_steps=total_steps)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=lr, weight_decay=0.0)
train_step = nn.TrainOneStepCell(CausalLMLoss(model), opt)
train_step.set_train(True)

print(f"***** Running training *****  examples={len(tokens)} epochs={EPOCHS} total_steps={total_steps}")
step = 0
for epoch in range(EPOCHS):
    run = 0.0
    for i, batch in enumerate(train_ds.create_dict_iterator(num_epochs=1)):
        loss = float(train_step(batch["input_ids"]).asnumpy())
        step += 1
        run += loss
        if step % 6 == 0:
            cur_lr = float(lr(ms.Tensor(step, ms.int32)).asnumpy())
            print({"loss": round(run / 6, 4), "learning_rate": cur_lr, "epoch": round(step / steps_per_epoch, 2)}, flush=True)
            run = 0.0
print("fine-tune finished")
