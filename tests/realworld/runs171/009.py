"""Continued pretraining of a tiny MindFormers Llama in half precision (dtype settings taken from the
predict_llama2_7b.yaml we serve with: compute_dtype/param_init_type float16), optimizer settings from the
HF run (AdamW, lr 1e-3, eps 1e-8, no weight decay).
"""
import time
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(11)
rng = np.random.default_rng(11)
SEQ, BS = 32, 4

start = rng.integers(0, 120, size=(160, 1))
stride = rng.integers(1, 4, size=(160, 1))
tokens = (3 + (start + stride * np.arange(SEQ + 1)[None, :]) % 120).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"input_ids": tokens}, shuffle=True).batch(BS, drop_remainder=True)

config = LlamaConfig(batch_size=BS, seq_length=SEQ, vocab_size=128, hidden_size=64, num_layers=2,
                     num_heads=4, n_kv_heads=2, intermediate_size=128,
                     compute_dtype="float16", param_init_type="float16", rotary_dtype="float16",
                     softmax_compute_type="float16", layernorm_compute_type="float32",
                     fused_rms_norm=False, use_flash_attention=False, use_rope_slice=True)
model = LlamaForCausalLM(config)


class CausalLMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, input_ids):
        return self.net(input_ids=input_ids)


opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, beta1=0.9, beta2=0.95,
                         eps=1e-8, weight_decay=0.0)
train_step = nn.TrainOneStepCell(CausalLMLoss(model), opt)
train_step.set_train(True)

steps_per_epoch = train_ds.get_dataset_size()
gstep, t0 = 0, time.time()
for epoch in range(2):
    for batch in train_ds.create_dict_iterator(num_epochs=1):
        loss = float(train_step(batch["input_ids"]).asnumpy())
        gstep += 1
        if gstep <= 3 or gstep % 10 == 0:
            print({"loss": round(loss, 4), "learning_rate": 1e-3,
                   "epoch": round(gstep / steps_per_epoch, 2), "step": gstep}, flush=True)
print({"train_runtime": round(time.time() - t0, 2), "train_steps": gstep})
ms.save_checkpoint(model, "./output_009/llama_tiny_fp16.ckpt")
print("saved ./output_009/llama_tiny_fp16.ckpt")
