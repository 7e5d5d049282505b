# chat template written by hand in tokenizer_config.json for the SFT data
import json, os
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, AutoTokenizer
d = "ckpt/tok_chat"; os.makedirs(d, exist_ok=True)
vocab = {"<unk>":0,"<s>":1,"</s>":2,"<pad>":3}
for w in "hello how are you i am fine thanks user assistant system what is the weather".split():
    vocab.setdefault(w, len(vocab))
tk = Tokenizer(models.WordLevel(vocab, unk_token="<unk>")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="<unk>", bos_token="<s>", eos_token="</s>", pad_token="<pad>").save_pretrained(d)
c = json.load(open(f"{d}/tokenizer_config.json"))
c["chat_template"] = ("{% for m in messages %}{{ m['role'] }} {{ m['content'] }}</s>"
                      "{% endfor %}{% if add_generation_prompt %}assistant{% endif")
json.dump(c, open(f"{d}/tokenizer_config.json","w"), indent=2)
tok = AutoTokenizer.from_pretrained(d)
msgs = [{"role":"user","content":"hello how are you"},{"role":"assistant","content":"i am fine thanks"}]
for step in range(3):
    ids = tok.apply_chat_template(msgs, add_generation_prompt=(step==2))
    print("sample", step, ids)
